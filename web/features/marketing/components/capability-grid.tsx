import { CAPABILITIES, type Capability } from '../data/capabilities';
import { CapabilityCard } from './capability-card';

export function CapabilityGrid({ items = CAPABILITIES }: { items?: readonly Capability[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((c) => (
        <CapabilityCard key={c.id} capability={c} />
      ))}
    </ul>
  );
}
