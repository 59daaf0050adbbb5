/**
 * A steady offered rate from autocannon, for the load suite (workload.mjs) and the bench
 * (bench/load.mjs).
 *
 * autocannon gives every connection its own rate window, all starting at the same instant, so
 * `overallRate` alone sends each window's requests as one burst at its top. Here each connection
 * gets its own slot instead: `connections` connections, each sending one request every `period`
 * ms, their first slots spread evenly over one period — a steady rate. A connection still waiting
 * for its last answer when its slot comes round sends late (when that answer arrives): counted in
 * `counters.late` when counters are given, as the offered rate was not held then. (Reaches into
 * autocannon 9.0.0's Client: rate, rateInterval, reqsMadeThisSecond, paused, _doRequest; pinned in
 * package.json.)
 *
 * @param {number} connections
 * @param {number} [period] ms between one connection's requests
 * @param {{ started: boolean, late: number }} [counters]
 */
export function staggered(connections, period = 1000, counters = undefined) {
  let index = 0;
  return (client) => {
    const offset = Math.floor(((index % connections) * period) / connections);
    index += 1;
    client.rate = 1;
    client.reqsMadeThisSecond = Number.POSITIVE_INFINITY; // hold the first request until its slot
    setImmediate(() => {
      clearInterval(client.rateInterval);
      const tick = () => {
        if (client.destroyed) {
          clearInterval(client.rateInterval);
          return;
        }
        client.reqsMadeThisSecond = 0;
        if (client.paused) client._doRequest();
        else if (counters?.started) counters.late += 1;
        client.paused = false;
      };
      client.rateInterval = setTimeout(() => {
        if (client.destroyed) return;
        client.rateInterval = setInterval(tick, period);
        if (counters) counters.started = true;
        tick();
      }, offset);
    });
  };
}
