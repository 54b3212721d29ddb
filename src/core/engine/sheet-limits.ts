// How many number lines one bet may hold: the engine refuses more (bet1-toomanybet), and the forms stop
// offering Add at it. One constant for both, in a module of its own so a form imports it without the parser.
export const MAX_NUMBER_LINES = 50;
