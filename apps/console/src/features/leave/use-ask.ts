import { App } from 'antd';

/** A Yes/No question (document 2 §5, §8's balance confirmations), answered as a promise: true on Yes. */
export function useAsk(): (title: string) => Promise<boolean> {
  const { modal } = App.useApp();
  return (title) => new Promise((resolve) => modal.confirm({ title, okText: 'Yes', cancelText: 'No', onOk: () => resolve(true), onCancel: () => resolve(false) }));
}
