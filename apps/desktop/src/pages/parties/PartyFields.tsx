/**
 * The fields suppliers and customers share (code, name, email, phone, notes, active) as form values,
 * as the input the server takes, and as form fields around a module's own fields.
 */
import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

/** A party as the server returns it, as far as both kinds share it. */
export interface Party {
  id: string;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  isActive: boolean;
}

export interface PartyValues {
  code: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  isActive: boolean;
}

/** Form values of `party` (a new, active party when undefined). */
export function partyValues(party?: Party): PartyValues {
  return {
    code: party?.code ?? '',
    name: party?.name ?? '',
    email: party?.email ?? '',
    phone: party?.phone ?? '',
    notes: party?.notes ?? '',
    isActive: party?.isActive ?? true,
  };
}

/** The shared fields to send; an emptied email, phone or notes is cleared (null). */
export function partyInput(values: PartyValues) {
  return {
    code: values.code,
    name: values.name,
    email: values.email.trim() || null,
    phone: values.phone || null,
    notes: values.notes || null,
    isActive: values.isActive,
  };
}

interface PartyFieldsProps<V extends PartyValues> {
  form: UseFormReturnType<V>;
  /** The module's own fields, placed between contact details and notes. */
  children: ReactNode;
}

/** Code, name, email and phone, then the module's fields, then notes and the Active switch. */
export function PartyFields<V extends PartyValues>({ form, children }: PartyFieldsProps<V>) {
  return (
    <>
      <SimpleGrid cols={2}>
        <TextInput label="Code" required placeholder="e.g. ACME-01" {...form.getInputProps('code')} />
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
      </SimpleGrid>
      {children}
      <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
      <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </>
  );
}
