#!/usr/bin/env node
// Committed shim: `tcgkit-server [flags]` is `tcgkit serve [flags]` for installs without the CLI;
// it runs from the built output like the CLI (decorator metadata needs tsc).
import { main } from '../dist/main.js';

process.exitCode = await main(process.argv.slice(2));
