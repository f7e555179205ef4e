// Task queries (docs/product/tasks.md): the filtered list page, a month of the calendar, and one task.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTask, listTasks, type TaskListQuery } from '@/shared/api/tasks';
import { TASK_PAGE_MAX } from '@/shared/contracts/tasks';
import { useApi } from '@/web/lib/api';
import { taskKeys } from '../task-keys';

export function useTaskList(farmId: string, query: TaskListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.list(farmId, query),
    queryFn: ({ signal }) => listTasks(api, farmId, query, signal),
    // Typing in the search or turning a page keeps the last answer on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** The calendar asks for the days its grid shows, as many as one answer holds (it says when there are more). */
export function useCalendarTasks(farmId: string, query: TaskListQuery, range: { from: string; to: string }) {
  return useTaskList(farmId, {
    ...query,
    due: undefined,
    due_from: range.from,
    due_to: range.to,
    page: 1,
    per_page: TASK_PAGE_MAX,
  });
}

export function useTask(farmId: string, taskId: string) {
  const api = useApi();
  return useQuery({ queryKey: taskKeys.detail(farmId, taskId), queryFn: () => getTask(api, farmId, taskId) });
}
