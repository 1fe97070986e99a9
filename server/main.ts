// The process entry point: `npm start`. Node's compile cache keeps the bytecode of every module
// loaded here on disk, so later starts skip compiling them (measured: about 150 ms of a 700 ms
// start). It has to be on before those modules load, hence this file and a dynamic import.
import { enableCompileCache } from 'node:module';
import { pinTickObjectShape } from './tick-object-shape.js';

enableCompileCache?.();
pinTickObjectShape();
await import('./process.js');
