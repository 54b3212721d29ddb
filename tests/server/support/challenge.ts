// Solving the login's proof-of-work challenge the way the app's widget does (altcha-lib's solver, the same
// PBKDF2 derivation), and the widget's payload: base64 of {challenge, solution}.
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return payloadOf(challenge, solution);
}

export const payloadOf = (challenge: Challenge, solution: Solution): string =>
  Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
