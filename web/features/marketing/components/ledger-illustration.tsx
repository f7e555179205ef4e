import type { LucideIcon } from 'lucide-react';
import PackagePlus from 'lucide-react/icons/package-plus';
import PackageMinus from 'lucide-react/icons/package-minus';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Sprout from 'lucide-react/icons/sprout';
import Store from 'lucide-react/icons/store';
import { marketingText, type MarketingTextKey } from '@/web/features/marketing/i18n';

// A diagram of the six movement kinds of the stock ledger (docs/architecture.md "Data"), not a screenshot:
// we show no invented figures. Label and text are keys of the marketing catalogue.
const MOVES: readonly { icon: LucideIcon; label: MarketingTextKey; text: MarketingTextKey }[] = [
  { icon: PackagePlus, label: 'moveReceive', text: 'moveReceiveText' },
  { icon: PackageMinus, label: 'moveConsume', text: 'moveConsumeText' },
  { icon: ArrowLeftRight, label: 'moveTransfer', text: 'moveTransferText' },
  { icon: ClipboardList, label: 'moveAdjust', text: 'moveAdjustText' },
  { icon: Sprout, label: 'moveHarvest', text: 'moveHarvestText' },
  { icon: Store, label: 'moveSale', text: 'moveSaleText' },
];

export function LedgerIllustration() {
  return (
    <figure className="card border border-base-300 bg-base-100 shadow-xl">
      <div className="card-body p-5">
        <figcaption className="text-sm font-semibold text-base-content/70">
          {marketingText.t('everyChangeToStockIs')}
        </figcaption>
        <ul className="mt-2 grid grid-cols-2 gap-3">
          {MOVES.map(({ icon: Icon, label, text }) => (
            <li key={label} className="flex items-start gap-3 rounded-lg bg-base-200 p-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <span className="block text-sm font-semibold">{marketingText.t(label)}</span>
                <span className="block text-xs text-base-content/70">{marketingText.t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
