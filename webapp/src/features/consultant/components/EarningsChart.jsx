import { useLingui } from '@lingui/react';
import { formatAmount, formatPrice } from '../../../lib/format.js';

/** Shows every bar's label when there are few bars, else about eight of them. */
const labelEvery = (n) => Math.max(1, Math.ceil(n / 8));

/**
 * A bar chart of earnings over a period: one bar per day or month (`bars` from earningsSeries),
 * the consultant's share stacked under Cerebro's. Plain HTML and CSS, no chart library.
 */
export default function EarningsChart({ bars, title: givenTitle }) {
  const { _ } = useLingui();
  const title = givenTitle ?? _('consultant.chart.title');
  const max = Math.max(0, ...bars.map((b) => b.earned));
  const total = bars.reduce((s, b) => s + b.earned, 0);
  const step = labelEvery(bars.length);
  const columns = `repeat(${Math.max(1, bars.length)}, minmax(0, 1fr))`;
  const pct = (v) => (max > 0 ? `${(v / max) * 100}%` : '0%');
  return (
    <figure className="earnings-chart mb-0">
      <figcaption className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <span className="fw-semibold">{title}</span>
        <span className="chart-legend small text-muted">
          <span className="legend-swatch legend-consultant" aria-hidden="true" /> {_('consultant.earnings.yourShare')}
          <span className="legend-swatch legend-cerebro ms-3" aria-hidden="true" /> {_('consultant.earnings.cerebroShare')}
        </span>
      </figcaption>
      <div
        className="chart-plot"
        role="img"
        aria-label={_('consultant.chart.summary', { title, total: formatAmount(total), count: bars.length, highest: formatAmount(max) })}
      >
        <div className="chart-axis small text-muted" aria-hidden="true">
          <span>{formatPrice(max)}</span>
          <span>{formatPrice(max / 2)}</span>
          <span>0</span>
        </div>
        <div className="chart-bars" style={{ gridTemplateColumns: columns }}>
          {bars.map((b) => (
            <div key={b.key} className="chart-bar" title={`${b.label}: ${formatAmount(b.earned)}`} aria-hidden="true">
              <span className="chart-bar-stack" style={{ height: pct(b.earned) }}>
                <span className="chart-bar-cerebro" style={{ flexGrow: Math.max(0, b.earned - b.consultant) }} />
                <span className="chart-bar-consultant" style={{ flexGrow: b.consultant }} />
              </span>
            </div>
          ))}
        </div>
        <span aria-hidden="true" />
        <div className="chart-labels small text-muted" style={{ gridTemplateColumns: columns }} aria-hidden="true">
          {bars.map((b, i) => (
            // Phones show every other label.
            <span key={b.key} className={i % (step * 2) === 0 ? undefined : 'chart-label-minor'}>
              {i % step === 0 ? b.label : ''}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}
