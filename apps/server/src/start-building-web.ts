import { startWebBuild } from './web-build.ts';

/**
 * Entry of the root `npm start`: the web app's build starts first, then the server loads (about two
 * seconds of module loading), starts its database, migrates and seeds while the build runs, and
 * waits for the build before it serves. Only this module and web-build.ts load before the build
 * starts, so they import nothing of the server.
 */
startWebBuild(process.env.WEB_DIST);
await import('./main.ts');
