// The fake upstream as its own process, so it does not share the load generator's event loop.
import { startFakeUpstream } from '../test/helpers/fake-upstream.js';

const upstream = await startFakeUpstream();
console.log(JSON.stringify({ url: upstream.baseUrl }));
