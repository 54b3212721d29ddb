// Vite's client types: CSS side-effect imports, import.meta.env, `?worker` style imports.
/// <reference types="vite/client" />
