// Answers of my numbers, win alerts and web push (docs/live-draws.md). Imports nothing: shared by the server
// and the client.

/** One number a user keeps. */
export interface MyNumber {
  id: number;
  number: string;
  label: string;
}

/** The caller's list, and how many it may keep. */
export interface MyNumbersList {
  numbers: MyNumber[];
  max: number;
}

/** A kept number that a recent result hit (the prize names: src/core/domain/my-numbers.ts HitPrize). */
export interface MyNumberHitItem {
  number: string;
  label: string;
  drawType: string;
  drawDate: string;
  game: '3D' | '4D' | '5D' | '6D';
  prize: '1st' | '2nd' | '3rd' | 'special' | 'consolation' | '4th' | '5th' | '6th';
  /** A bet of the caller's on the draw (a ticket's number), rather than a kept number. */
  bet?: true;
}

/** The hits of the caller's numbers, and of its bets, in the latest results of today and yesterday (GMT+8). */
export interface MyNumberHits {
  hits: MyNumberHitItem[];
}

/** The server's VAPID public key, for PushManager.subscribe's applicationServerKey. */
export interface PushKey {
  publicKey: string;
}

/** What the result stream (GET /live/results, Server-Sent Events) says when a result version is published. */
export interface ResultPublishedEvent {
  /** The version's id: increasing across the whole database, whichever server process published it. */
  id: number;
  drawType: string;
  drawDate: string;
  version: number;
}
