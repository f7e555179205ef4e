// Task writes with toasts (docs/product/tasks.md). Each refreshes the tasks area; those that move stock
// (completing) refresh the inventory too. Forms show their own field errors; other failures reach the person
// as a toast with the server's words in the current language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  addChecklistItem,
  addComment,
  completeTask,
  createTask,
  deleteChecklistItem,
  deleteComment,
  deleteTask,
  reopenTask,
  updateChecklistItem,
  updateTask,
  type CompleteTaskInput,
  type CreateTaskInput,
  type UpdateTaskInput,
} from '@/shared/api/tasks';
import { failureMessage, serverSuccessMessage } from '@/shared/api/form-errors';
import { useApi } from '@/web/lib/api';
import { tasksText } from '../i18n';
import { taskKeys } from '../task-keys';
import { useSubmissionKey } from './use-submission-key';

function useRefresh({ stock = false } = {}) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    if (stock) await queryClient.invalidateQueries({ queryKey: ['inventory'] });
  };
}

const failed = (fallback: string) => (error: unknown) => toast.error(failureMessage(error, fallback));

export function useCreateTask(farmId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateTaskInput) => createTask(api, farmId, input),
    onSuccess: async (result) => {
      toast.success(serverSuccessMessage(result.message, tasksText.t('taskAdded')));
      await refresh();
    },
  });
}

export function useUpdateTask(farmId: string, taskId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateTaskInput) => updateTask(api, farmId, taskId, input),
    onSuccess: async (result) => {
      toast.success(serverSuccessMessage(result.message, tasksText.t('taskSaved')));
      await refresh();
    },
    onError: failed(tasksText.t('taskCouldNotBeSaved')),
  });
}

/** The edit form: it shows its own errors under their fields, so no toast for a failure. */
export function useSaveTask(farmId: string, taskId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateTaskInput) => updateTask(api, farmId, taskId, input),
    onSuccess: async (result) => {
      toast.success(serverSuccessMessage(result.message, tasksText.t('taskSaved')));
      await refresh();
    },
  });
}

/** One Idempotency-Key per submission: a retry of the same values is applied once (docs/decisions/038). */
export function useCompleteTask(farmId: string, taskId: string) {
  const api = useApi();
  const keyFor = useSubmissionKey();
  const refresh = useRefresh({ stock: true });
  return useMutation({
    mutationFn: (input: CompleteTaskInput) => completeTask(api, farmId, taskId, input, keyFor(input)),
    onSuccess: async (result) => {
      toast.success(serverSuccessMessage(result.message, tasksText.t('taskDone')));
      await refresh();
    },
  });
}

export function useReopenTask(farmId: string, taskId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => reopenTask(api, farmId, taskId),
    onSuccess: async (result) => {
      toast.success(serverSuccessMessage(result.message, tasksText.t('taskReopened')));
      await refresh();
    },
    onError: failed(tasksText.t('taskCouldNotBeSaved')),
  });
}

export function useDeleteTask(farmId: string, taskId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTask(api, farmId, taskId),
    onSuccess: async (result) => {
      toast.success(serverSuccessMessage(result.message, tasksText.t('taskDeleted')));
      queryClient.removeQueries({ queryKey: taskKeys.detail(farmId, taskId) });
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: failed(tasksText.t('taskCouldNotBeDeleted')),
  });
}

export function useChecklistWrites(farmId: string, taskId: string) {
  const api = useApi();
  const refresh = useRefresh();
  const fallback = tasksText.t('checklistCouldNotBeSaved');
  return {
    add: useMutation({
      mutationFn: (text: string) => addChecklistItem(api, farmId, taskId, { text }),
      onSuccess: refresh,
    }),
    toggle: useMutation({
      mutationFn: ({ id, done }: { id: string; done: boolean }) =>
        updateChecklistItem(api, farmId, taskId, id, { done }),
      onSuccess: refresh,
      onError: failed(fallback),
    }),
    remove: useMutation({
      mutationFn: (id: string) => deleteChecklistItem(api, farmId, taskId, id),
      onSuccess: refresh,
      onError: failed(fallback),
    }),
  };
}

export function useCommentWrites(farmId: string, taskId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return {
    add: useMutation({
      mutationFn: (body: string) => addComment(api, farmId, taskId, { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => deleteComment(api, farmId, taskId, id),
      onSuccess: refresh,
      onError: failed(tasksText.t('commentCouldNotBeDeleted')),
    }),
  };
}
