/** The statement as the shop receives it, as a description list (the summary and the acknowledgement show it alike). */
import { useTranslation } from '@portal/shared';

/** The statement's content. */
export function WithdrawalSummary({
  statement,
}: {
  statement: {
    name: string;
    orderNumber: string;
    email: string;
    items?: string | null;
    remark?: string | null;
  };
}) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('withdrawal.name'), statement.name],
    [t('withdrawal.order_number'), statement.orderNumber],
    [t('withdrawal.email'), statement.email],
    [t('withdrawal.scope'), statement.items?.trim() || t('withdrawal.scope_all')],
  ];
  if (statement.remark?.trim()) rows.push([t('withdrawal.remark'), statement.remark]);
  return (
    <dl className="rp-withdrawal__summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
