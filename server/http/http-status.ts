// The HTTP status each catalogue code travels with (docs/product.md D9).
import type { StatusCode } from '../../contract/envelope.ts';

/** HTTP status for a catalogue code: the client shows most codes itself, so most are 200. */
export function httpStatusOf(status: StatusCode): number {
  switch (status) {
    case 'E102':
    case 'E104':
    case 'E105':
      return 401;
    case 'E103':
    case 'E303':
      return 403;
    case 'V103':
      return 400;
    case 'E106':
      return 429;
    case 'V110':
      return 503;
    case 'E101':
      return 500;
    default:
      return 200;
  }
}
