// Helpers of the customers and financial settings tests: a farm with its owner, members of other roles, and sales
// written straight into the sales tables (the sales API is another area's), so balances and "used" tax rates can
// be set up exactly.
import type { LightMyRequestResponse } from 'fastify';
import type { SaleStatus } from '@/shared/contracts/money-enums';
import type { Database } from '@/server/db/client';
import { saleLines, sales } from '@/server/db/schema/sales';
import type { TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { addMember, createFarm, type MemberRole } from '@/server/modules/farms/farm-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MoneyWorld {
  farmId: string;
  token: string;
  call(method: Method, url: string, payload?: object, as?: string): Promise<LightMyRequestResponse>;
}

export async function seedMoneyFarm(t: TestApp): Promise<MoneyWorld> {
  const { token } = await registerUser(t.app);
  const farmId = (await createFarm(t.app, token, { currency: 'KES' })).id;
  return {
    farmId,
    token,
    call: (method, url, payload, as = token) => t.app.inject({ method, url, headers: bearer(as), payload }),
  };
}

/** A new user with `role` on the farm; returns their token. */
export async function seedMemberToken(t: TestApp, farmId: string, role: MemberRole): Promise<string> {
  const user = await registerUser(t.app);
  await addMember(t.db, farmId, user.user.id, role);
  return user.token;
}

export interface SaleSeed {
  customerId?: string | null;
  status?: SaleStatus;
  totalMinor?: number;
  paidMinor?: number;
  refundedMinor?: number;
  soldAt?: Date;
  /** A line naming this tax rate makes the rate "used". */
  taxRateId?: string | null;
}

/** A sale with one line, as the sales module would store it. */
export async function seedSale(db: Database, farmId: string, seed: SaleSeed = {}) {
  const total = seed.totalMinor ?? 10_000;
  const [sale] = await db
    .insert(sales)
    .values({
      farmId,
      customerId: seed.customerId ?? null,
      status: seed.status ?? 'paid',
      currency: 'KES',
      subtotalMinor: total,
      totalMinor: total,
      paidMinor: seed.paidMinor ?? (seed.status === 'paid' || !seed.status ? total : 0),
      refundedMinor: seed.refundedMinor ?? 0,
      soldAt: seed.soldAt ?? new Date('2026-06-01T09:00:00Z'),
    })
    .returning();
  await db.insert(saleLines).values({
    saleId: sale!.id,
    farmId,
    position: 1,
    description: 'Tomatoes',
    unit: 'kg',
    quantity: '1',
    unitPriceMinor: total,
    netMinor: total,
    totalMinor: total,
    taxRateId: seed.taxRateId ?? null,
  });
  return sale!;
}
