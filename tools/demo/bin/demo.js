#!/usr/bin/env node
// Committed shim: runs the built demo (see tools/demo/src/demo.ts).
await import('../../dist/demo/src/demo.js');
