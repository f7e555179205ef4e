// The domain events of money (docs/decisions/039): written with recordDomainEvent in the same transaction as the
// change that caused them, delivered as notifications by the notification service.
export const MONEY_EVENT_TYPES = ['finance.budget_warning'] as const;
export type MoneyEventType = (typeof MONEY_EVENT_TYPES)[number];

export interface MoneyEventPayloads {
  /** A budget line's actual spending passed 90 percent of its plan; dedupe key budget_warning:<line>. */
  'finance.budget_warning': {
    plan_id: string;
    plan_name: string;
    line_id: string;
    /** The expense category's name, or the crop's. */
    subject_name: string;
    planned_minor: number;
    actual_minor: number;
    currency: string;
  };
}
