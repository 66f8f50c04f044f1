import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@contract/vocabulary/staff';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { Dialog } from '@/components/Dialog';
import { FormField } from '@/components/FormField';
import { PasswordField } from '@/components/PasswordField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { isMobilePhone, PhoneField } from '../PhoneField';
import * as styles from './AddStaffDialog.css';

export interface NewStaffValues {
  phone: string;
  name: string;
  role: StaffRole;
  password: string;
}

export interface AddStaffDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  submitting: boolean;
  /** The server's refusal of the last try (a phone already on staff, say). */
  error: string | null;
  onSubmit: (values: NewStaffValues) => void;
}

type Errors = Partial<Record<'phone' | 'name' | 'password', string>>;

/** The staff rule: 10-64 characters with at least one letter and one digit (checked again by the server). */
export function isStaffPassword(password: string): boolean {
  return password.length >= 10 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** A form for a new staff member: phone, name, role and a first password. */
export function AddStaffDialog({ open, onOpenChange, submitting, error, onSubmit }: AddStaffDialogProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('readOnly');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      ...(isMobilePhone(phone) ? {} : { phone: t('admin.staff.form.errors.phone') }),
      ...(name.trim() && name.trim().length <= 32 ? {} : { name: t('admin.staff.form.errors.name') }),
      ...(isStaffPassword(password) ? {} : { password: t('admin.staff.form.errors.password') }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ phone, name: name.trim(), role, password });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.staff.form.title')}
      description={t('admin.staff.form.intro')}
      width={520}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {error ? <Notice tone="error" message={error} /> : null}
        <PhoneField
          label={t('admin.staff.form.phone')}
          value={phone}
          onValueChange={setPhone}
          autoComplete="off"
          error={errors.phone}
        />
        <TextField label={t('admin.staff.form.name')} value={name} onValueChange={setName} maxLength={32} error={errors.name} />
        <FormField label={t('admin.staff.form.role')} htmlFor="new-staff-role">
          <select
            id="new-staff-role"
            className={shared.select}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.roles.${value}`)}
              </option>
            ))}
          </select>
        </FormField>
        <PasswordField
          label={t('admin.staff.form.password')}
          value={password}
          onValueChange={setPassword}
          maxLength={64}
          autoComplete="new-password"
          hint={t('admin.staff.form.passwordHint')}
          error={errors.password}
        />
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('admin.staff.form.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitting ? t('admin.staff.form.submitting') : t('admin.staff.form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
