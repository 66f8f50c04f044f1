import { useState, type FormEvent } from 'react';
import { assemblePaper } from '@contract/api/schemas/admin/papers';
import { PAPER_RULE_MAX_PER_DIFFICULTY } from '@contract/vocabulary/testPapers';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as styles from './PaperQuestions.css';

export interface AssemblyRules {
  easy: number;
  medium: number;
  hard: number;
  knowledgePoints: string;
}

const LEVELS = ['easy', 'medium', 'hard'] as const;

/**
 * The rules of an assembly: how many questions of each difficulty, optionally of some knowledge points. The
 * server draws them from the bank and replaces the paper's questions; a bank too small says what it lacks.
 */
export function AssembleDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The paper has questions that the drawn ones will replace. */
  replaces: number;
  busy: boolean;
  error: string | null;
  onAssemble: (rules: AssemblyRules) => void;
}) {
  const { open, onOpenChange, replaces, busy, error, onAssemble } = props;
  const { t } = useTranslation();
  const [counts, setCounts] = useState<Record<(typeof LEVELS)[number], string>>({ easy: '5', medium: '3', hard: '2' });
  const [points, setPoints] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = assemblePaper.request.safeParse({ paperId: 1, version: 1, ...counts, knowledgePoints: points });
    if (!checked.success) {
      setProblem(t('admin.papers.assemble.invalid', { max: PAPER_RULE_MAX_PER_DIFFICULTY }));
      return;
    }
    setProblem(null);
    const { easy, medium, hard, knowledgePoints } = checked.data;
    onAssemble({ easy, medium, hard, knowledgePoints });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.papers.assemble.title')}
      description={t('admin.papers.assemble.intro')}
      width={520}
    >
      <form className={styles.rules} onSubmit={submit} noValidate>
        {problem || error ? <Notice tone="error" message={problem ?? error ?? ''} /> : null}
        {replaces > 0 ? <Notice tone="warning" message={t('admin.papers.assemble.replaces', { count: replaces })} /> : null}
        <div className={styles.counts}>
          {LEVELS.map((level) => (
            <TextField
              key={level}
              label={t(`admin.papers.assemble.${level}`)}
              value={counts[level]}
              onValueChange={(value) => setCounts((current) => ({ ...current, [level]: value.replace(/\D/g, '') }))}
              inputMode="numeric"
              maxLength={2}
              suffix={t('admin.papers.assemble.unit')}
            />
          ))}
        </div>
        <TextField
          label={t('admin.papers.assemble.knowledgePoints')}
          value={points}
          onValueChange={setPoints}
          maxLength={200}
          hint={t('admin.papers.assemble.knowledgePointsHint')}
        />
        <div className={styles.actions}>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('admin.papers.assemble.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('admin.papers.assemble.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
