// New ClientRefs (random, unguessable, one per bet). A port so tests can predict them.
export interface IdSource {
  clientRef(): string;
}

export const IdSource = Symbol.for('IdSource');
