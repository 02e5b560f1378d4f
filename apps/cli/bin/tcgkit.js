#!/usr/bin/env node
// Committed shim: the CLI runs from its built output (decorator metadata needs tsc, not tsx).
import { main } from '../dist/main.js';

process.exitCode = await main(process.argv);
