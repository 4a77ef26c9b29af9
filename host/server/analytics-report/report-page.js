// The report page's charts (host/server/routes/analytics-report.ts): each step's completion rate per
// variant as a point, its 95 % Wilson interval as a floating bar, drawn by Chart.js (loaded before
// this file) from the readout JSON beside each canvas.
/* global Chart */
for (const canvas of document.querySelectorAll('canvas[data-readout]')) {
  const source = document.getElementById(canvas.dataset.readout);
  const readout = JSON.parse(source.textContent);
  const labels = readout.variants.map((variant) => variant.variant);
  const percent = (share) => Math.round(share * 1000) / 10;
  // From a little below the lowest interval to a little above the highest: from 0, the whiskers of
  // 10,000 sessions would be a few pixels tall.
  const lowest = Math.min(...readout.variants.map((variant) => variant.rateInterval.lower));
  const highest = Math.max(...readout.variants.map((variant) => variant.rateInterval.upper));
  const min = Math.max(0, Math.floor(lowest * 100) - 2);
  const max = Math.min(100, Math.ceil(highest * 100) + 2);
  new Chart(canvas, {
    data: {
      labels,
      datasets: [
        {
          type: 'line',
          label: 'Completion rate (%)',
          data: readout.variants.map((variant) => percent(variant.rate)),
          showLine: false,
          pointRadius: 6,
          borderColor: '#1f4e8c',
          backgroundColor: '#1f4e8c',
        },
        {
          type: 'bar',
          label: '95 % interval',
          data: readout.variants.map((variant) => [
            percent(variant.rateInterval.lower),
            percent(variant.rateInterval.upper),
          ]),
          barThickness: 8,
          backgroundColor: '#6b6b6b',
        },
      ],
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      scales: { y: { min, max, title: { display: true, text: 'Returns completed (%)' } } },
    },
  });
  canvas.dataset.rendered = 'true';
}
