// How long a whole game can be, for the bounds on game records and saves read from outside.
// The longest AI-versus-AI Campaign runs a few thousand commands (every Federal selection,
// move and decision of 16 turns); the simulators stop a game at 50,000. A record or save of
// more commands than that is refused before any is replayed.
export const MAX_COMMANDS = 50_000;
