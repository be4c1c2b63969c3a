// The dashboard's store panels: the shopping funnel (product views to orders, with each step's
// conversion), sales (orders, revenue, average order value in the store's currency; test orders
// only when asked) and the top products.
import type { CommerceReport } from '../../../shared/api/analytics';
import { formatMoney } from '../../../shared/money/format';
import { FunnelChart } from './FunnelChart';
import { formatCount } from './format';
import { funnelIsEmpty, funnelSteps } from './funnel';
import { Panel } from './Panel';
import type { DayRange } from './range';
import { funnelTable, productsTable, salesTable } from './tables';

export function CommerceSection({
  commerce,
  range,
}: {
  commerce: CommerceReport;
  range: DayRange;
}) {
  return (
    <>
      <Panel
        table={funnelTable(commerce)}
        range={range}
        empty={funnelIsEmpty(commerce.funnel)}
        emptyText="No product views in this range yet."
        chart={<FunnelChart steps={funnelSteps(commerce.funnel)} />}
      />
      <Panel table={salesTable(commerce)} range={range} empty={false}>
        <dl className="analytics-sales">
          <div>
            <dt>Orders</dt>
            <dd>{formatCount(commerce.orders)}</dd>
          </div>
          <div>
            <dt>Revenue</dt>
            <dd>{formatMoney(commerce.revenue)}</dd>
          </div>
          <div>
            <dt>Average order value</dt>
            <dd>{formatMoney(commerce.averageOrderValue)}</dd>
          </div>
        </dl>
        <p className="field-help">
          {commerce.includesTestOrders ? 'Test orders included.' : 'Test orders left out.'}
        </p>
      </Panel>
      <Panel
        table={productsTable(commerce)}
        range={range}
        barColumn={1}
        emptyText="No product was viewed in this range yet."
      />
    </>
  );
}
