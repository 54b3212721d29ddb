// The four Reflect metadata functions Inversify uses (defineMetadata, getOwnMetadata, getMetadata and the
// `metadata` decorator), in place of the 'reflect-metadata/lite' polyfill in the browser build
// (vite.config.ts aliases it here). The polyfill implements the whole proposal in ~10 KB (3 KB over the
// wire) for a page whose first download has a 130 KB budget; Inversify needs only these.
// Same semantics: metadata per (target, property key), getMetadata walks the prototype chain.
type MetadataKey = unknown;
type PropertyKey = string | symbol | undefined;

const store = new WeakMap<object, Map<PropertyKey, Map<MetadataKey, unknown>>>();

function ownTable(target: object, propertyKey: PropertyKey, create: boolean): Map<MetadataKey, unknown> | undefined {
  let byProperty = store.get(target);
  if (byProperty === undefined) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let table = byProperty.get(propertyKey);
  if (table === undefined && create) {
    table = new Map();
    byProperty.set(propertyKey, table);
  }
  return table;
}

export const reflectMetadata = {
  defineMetadata(key: MetadataKey, value: unknown, target: object, propertyKey?: string | symbol): void {
    ownTable(target, propertyKey, true)?.set(key, value);
  },
  hasOwnMetadata(key: MetadataKey, target: object, propertyKey?: string | symbol): boolean {
    return ownTable(target, propertyKey, false)?.has(key) ?? false;
  },
  getOwnMetadata(key: MetadataKey, target: object, propertyKey?: string | symbol): unknown {
    return ownTable(target, propertyKey, false)?.get(key);
  },
  getMetadata(key: MetadataKey, target: object, propertyKey?: string | symbol): unknown {
    for (
      let current: object | null = target;
      current !== null;
      current = Object.getPrototypeOf(current) as object | null
    ) {
      const table = ownTable(current, propertyKey, false);
      if (table?.has(key)) return table.get(key);
    }
    return undefined;
  },
  metadata(key: MetadataKey, value: unknown) {
    return (target: object, propertyKey?: string | symbol) =>
      reflectMetadata.defineMetadata(key, value, target, propertyKey);
  },
};

// A real polyfill already installed (tests in Node load 'reflect-metadata') wins: never mix two stores.
if (typeof (Reflect as { getOwnMetadata?: unknown }).getOwnMetadata !== 'function')
  Object.assign(Reflect, reflectMetadata);
