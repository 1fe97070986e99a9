// The fake upstream as its own process, so it does not share the load generator's event loop.
// Streams (five chunks, 2 ms apart) when the request asks for it.
import { echoResponder, startFakeUpstream, streamEvents } from '../test/helpers/fake-upstream.js';

const upstream = await startFakeUpstream((call, index) =>
  call.body.stream ? { events: streamEvents({ content: 'Streaming from the fake upstream.' }), eventDelayMs: 2 } : echoResponder(call, index),
);
console.log(JSON.stringify({ url: upstream.baseUrl }));
