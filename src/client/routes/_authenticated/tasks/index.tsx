import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/tasks/')({
  component: TasksPage,
});

function TasksPage() {
  return (
    <PlannedScreen
      title="Tasks"
      description="Work that needs you, most important first."
      icon="tasks"
      emptyTitle="No tasks to show yet"
      emptyText="Preventative maintenance checklists and follow-ups assigned to you will be listed here."
    />
  );
}
