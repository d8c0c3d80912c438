// What a table room does to its synced state, for a program that replays it without a room or sockets (the
// benchmark's pipeline). Importing it applies the app's encoder settings, as the room's process has them.
export { ENCODER_BUFFER_BYTES } from './composition';
export { quietStateView } from './rooms/quiet-map';
export { addSeats } from './rooms/seats';
