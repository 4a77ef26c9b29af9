// The report page's charts (host/server/routes/analytics-report.ts): each step's completion rate per
// variant as a point, its likely range (Wilson's 95 % interval) as a floating bar, drawn by Chart.js
// (loaded before this file) from the readout JSON beside each canvas. A variant without sessions has
// no point. The axis starts at 0 %, so a small difference does not look large.
/* global Chart */
for (const canvas of document.querySelectorAll('canvas[data-readout]')) {
  const source = document.getElementById(canvas.dataset.readout);
  const readout = JSON.parse(source.textContent);
  const labels = readout.variants.map((variant) => variant.variant);
  const percent = (share) => Math.round(share * 1000) / 10;
  const seen = readout.variants.filter((variant) => variant.rateInterval);
  const highest = Math.max(...seen.map((variant) => variant.rateInterval.upper));
  const max = Math.min(100, Math.ceil((highest * 100 + 5) / 10) * 10);
  new Chart(canvas, {
    data: {
      labels,
      datasets: [
        {
          type: 'line',
          label: 'Completion rate (%)',
          data: readout.variants.map((variant) => (variant.rate === null ? null : percent(variant.rate))),
          showLine: false,
          pointRadius: 4,
          borderColor: '#1f4e8c',
          backgroundColor: '#1f4e8c',
        },
        {
          type: 'bar',
          label: 'Likely range',
          data: readout.variants.map((variant) =>
            variant.rateInterval
              ? [percent(variant.rateInterval.lower), percent(variant.rateInterval.upper)]
              : null,
          ),
          barThickness: 8,
          backgroundColor: '#6b6b6b',
        },
      ],
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      scales: { y: { min: 0, max, title: { display: true, text: 'Returns completed (%)' } } },
    },
  });
  canvas.dataset.rendered = 'true';
}
