import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as userLearning from '@contract/api/calls/user/learning';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { MyCourseView } from './MyCourseView';
import '@/features/learning/texts';

/** /personal/my-course: the learner's courses by subject, recent lessons and where to continue. */
export default function MyCoursePage() {
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const courses = useApiQuery(userLearning.myCourseCategory, {}, { scope: rsNo });
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (classId: number) => api.call(userLearning.deleteRecentLearning, { classId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [userLearning.myCourseCategory.path] }),
  });
  return (
    <MyCourseView
      courses={loadableOf(courses)}
      onRemoveRecent={(classId) => remove.mutate(classId)}
      removing={remove.isPending ? (remove.variables ?? null) : null}
    />
  );
}
