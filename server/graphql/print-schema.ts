// npm run schema: writes schema.graphql from the code.
import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { roteSchema } from './schema.js';

writeFileSync(new URL('../../schema.graphql', import.meta.url), `${printSchema(await roteSchema())}\n`);
console.log('wrote schema.graphql');
