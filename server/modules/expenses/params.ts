// Route parameters of the expenses area.
import { z } from 'zod';
import { FarmParams } from '@/server/lib/params';

export const ExpenseParams = FarmParams.extend({ expenseId: z.string() });
export const CategoryParams = FarmParams.extend({ categoryId: z.string() });
