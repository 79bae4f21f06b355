/** The shell's own screens, re-exported from one module so they share one chunk. */
export { AboutScreen } from '../../screens/about/AboutScreen.tsx';
export { HomeScreen } from '../../screens/home/HomeScreen.tsx';
export { ScreenUnavailable } from '../../screens/unavailable/ScreenUnavailable.tsx';
