// autocannon's setupRequest for the draft figure of tests/bench/api.bench.ts, loaded by its worker
// thread (a function cannot cross into it): every request posts a driver map no request before it
// posted, so no answer can come from a cache. 1,000 productivities × 40 ride prices.
let sent = 0;

module.exports = function newDraft(request) {
  const n = sent;
  sent += 1;
  const draft = {
    sales_rep_productivity: 0.5 + (n % 1000) / 200,
    transport_avg_ride_cost: 30 + (Math.floor(n / 1000) % 40),
  };
  return { ...request, body: JSON.stringify(draft) };
};
