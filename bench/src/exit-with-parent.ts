/**
 * Preloaded (`--import`) into the server the bench starts. Its stdin is a pipe from the bench, which
 * closes however the bench ends (even SIGKILL): the server then shuts down as on SIGTERM.
 */
const stop = () => process.kill(process.pid, 'SIGTERM');
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
