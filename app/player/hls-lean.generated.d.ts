/** The hls.js build the player loads (scripts/build-hls.mjs writes the module): hls.js's own API and types. */
export { default } from 'hls.js';
