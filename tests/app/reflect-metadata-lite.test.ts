// The browser build's stand-in for 'reflect-metadata/lite' (src/app/reflect-metadata-lite.ts): the
// semantics Inversify relies on, own metadata per property, inherited through the prototype chain.
import { describe, expect, it } from 'vitest';
import { reflectMetadata as reflect } from '../../src/app/reflect-metadata-lite.ts';

describe('reflect metadata (lite)', () => {
  it('keeps metadata per target and property', () => {
    class A {}
    reflect.defineMetadata('k', 1, A);
    reflect.defineMetadata('k', 2, A, 'p');
    expect(reflect.getOwnMetadata('k', A)).toBe(1);
    expect(reflect.getOwnMetadata('k', A, 'p')).toBe(2);
    expect(reflect.getOwnMetadata('other', A)).toBeUndefined();
    expect(reflect.hasOwnMetadata('k', A)).toBe(true);
  });

  it('inherits through the prototype chain for getMetadata only', () => {
    class Base {}
    class Child extends Base {}
    reflect.metadata('k', 'base')(Base);
    expect(reflect.getMetadata('k', Child)).toBe('base');
    expect(reflect.getOwnMetadata('k', Child)).toBeUndefined();
    reflect.defineMetadata('k', undefined, Child);
    expect(reflect.getMetadata('k', Child)).toBeUndefined();
  });
});
