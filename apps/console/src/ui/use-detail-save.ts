import { useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@timekeep/contracts';
import { App, FormInstance } from 'antd';
import { useState } from 'react';
import { messageOf } from '../api/http';
import type { Saving } from './FormButtons';
import { validated } from './validation';

export interface DetailSave<V, R extends MessageReply> {
  send: (values: V) => Promise<R>;
  /** The spec's text for a refusal code (spec §8); the code itself when it has none. */
  warning: (code: string) => string;
  success: string;
  /** Shown when the call fails outright (spec §8: the caller's text). */
  failure: string;
  invalidate: ReadonlyArray<readonly unknown[]>;
  /** After a success: leave the form, or (with 'Save and continue') set up the next entry. */
  afterSave: (reply: R, andContinue: boolean) => void | Promise<void>;
}

/**
 * The detail forms' save (spec §4): valid or nothing is sent; a refusal shows its text and keeps
 * the form; a success refreshes the lists, then 'Save and continue to create' resets the form for
 * the next entry and Save leaves it.
 */
export function useDetailSave<V, R extends MessageReply>(form: FormInstance<V>, options: DetailSave<V, R>): { saving: Saving; save: (andContinue: boolean) => Promise<void> } {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<Saving>(null);

  async function save(andContinue: boolean) {
    const values = await validated(form);
    if (!values) return;
    setSaving(andContinue ? 'continue' : 'save');
    try {
      const reply = await options.send(values);
      if (reply.message !== 'success') {
        message.warning(options.warning(reply.message));
        return;
      }
      message.success(options.success);
      await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (andContinue) form.resetFields();
      await options.afterSave(reply, andContinue);
    } catch (error) {
      message.error(messageOf(error, options.failure));
    } finally {
      setSaving(null);
    }
  }
  return { saving, save };
}
