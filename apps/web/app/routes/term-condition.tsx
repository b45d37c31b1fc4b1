import { PendingPage } from '~/components/pending-page';

export default function TermConditionPage() {
  return <PendingPage page="termCondition" />;
}
