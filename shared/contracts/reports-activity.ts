// The activity report's figures (docs/product/reports.md "Activity"): who did what on the farm in the period,
// from the activity log (by person, module and day) and from the tasks (done on time or late, still open past
// their due date, hours recorded).
import { z } from 'zod';

/** A person, or null for the platform's own jobs (activity) or nobody (tasks). */
const person = { user_id: z.string().nullable(), name: z.string().nullable() };

export const ActivityFiguresSchema = z.object({
  total: z.number().int(),
  by_person: z.array(z.object({ ...person, count: z.number().int() })),
  by_module: z.array(z.object({ module: z.string(), count: z.number().int() })),
  /** Days with activity only, in order (the farm's calendar day). */
  by_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
  tasks: z.object({
    completed: z.number().int(),
    on_time: z.number().int(),
    late: z.number().int(),
    open_overdue: z.number().int(),
    hours: z.string(),
    by_person: z.array(
      z.object({
        ...person,
        completed: z.number().int(),
        on_time: z.number().int(),
        late: z.number().int(),
        open_overdue: z.number().int(),
        hours: z.string(),
      }),
    ),
  }),
});
export type ActivityFigures = z.infer<typeof ActivityFiguresSchema>;
