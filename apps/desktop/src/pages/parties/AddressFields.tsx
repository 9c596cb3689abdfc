/**
 * Postal addresses in forms and lists: supplier address, customer billing and shipping addresses,
 * warehouse address. Nested form paths (`address.city`) match the server's field errors.
 */
import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { RouterInputs } from '../../trpc';

export type Address = RouterInputs['warehouses']['create']['address'];

/** An address as form values: every part a string, empty when absent. */
export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** Form values of `address` (all empty for none). */
export function addressValues(address?: Address | null): AddressValues {
  return {
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? '',
  };
}

/** The address to send; empty optional parts are left out, the country code is upper-cased. */
export function toAddress(values: AddressValues): Address {
  return {
    line1: values.line1,
    line2: values.line2 || undefined,
    city: values.city,
    region: values.region || undefined,
    postalCode: values.postalCode || undefined,
    country: values.country.toUpperCase(),
  };
}

/** As toAddress, but null (no address) when every part is blank. */
export function toOptionalAddress(values: AddressValues): Address | null {
  return Object.values(values).every((part) => !part.trim()) ? null : toAddress(values);
}

/** One line: "line 1, line 2, postal code city, country", or "—". */
export function formatAddress(address: Address | null): string {
  if (!address) return '—';
  const town = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.line1, address.line2, town, address.region, address.country].filter(Boolean).join(', ');
}

interface AddressFieldsProps<V> {
  form: UseFormReturnType<V>;
  /** The form path of the address, e.g. "billingAddress". */
  path: string;
  legend: string;
  /** Marks line 1, city and country as required (a mandatory address). */
  required?: boolean;
}

/** The parts of an address under `path` in a titled fieldset. */
export function AddressFields<V>({ form, path, legend, required = false }: AddressFieldsProps<V>) {
  return (
    <Fieldset legend={legend}>
      <Stack gap="xs">
        <TextInput label="Address line 1" required={required} {...form.getInputProps(`${path}.line1`)} />
        <TextInput label="Address line 2" {...form.getInputProps(`${path}.line2`)} />
        <SimpleGrid cols={2} spacing="xs">
          <TextInput label="City" required={required} {...form.getInputProps(`${path}.city`)} />
          <TextInput label="Postal code" {...form.getInputProps(`${path}.postalCode`)} />
          <TextInput label="Region" {...form.getInputProps(`${path}.region`)} />
          <TextInput label="Country code" placeholder="e.g. DE" maxLength={2} required={required} {...form.getInputProps(`${path}.country`)} />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
