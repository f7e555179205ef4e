// Sharing a saved sale's receipt (docs/product/point-of-sale.md "Receipt"): the PDF made on the server (shared
// through the tablet's share sheet where it has one, else opened), and an SMS to the customer's phone.
import { useState, type FormEvent } from 'react';
import { receiptPdfPath, sendReceiptSms } from '@/shared/api/pos';
import { localizeApiMessage } from '@/shared/api/i18n';
import { useApi } from '@/web/lib/api';
import { posText } from '../i18n';

export function ReceiptShare({
  farmId,
  saleId,
  number,
  phone,
}: {
  farmId: string;
  saleId: string;
  number: number;
  phone: string | null;
}) {
  const api = useApi();
  const [smsPhone, setSmsPhone] = useState(phone ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sharePdf = async () => {
    setMessage(null);
    try {
      const blob = await api.get<Blob>(receiptPdfPath(farmId, saleId), { responseType: 'blob' });
      const file = new File([blob], `receipt-${number}.pdf`, { type: 'application/pdf' });
      if (navigator.canShare?.({ files: [file] })) {
        await navigator.share({
          files: [file],
          title: posText.t('receiptNumber', { number: String(number) }),
        });
      } else {
        window.open(URL.createObjectURL(file), '_blank', 'noopener');
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setMessage(localizeApiMessage((error as Error).message));
    }
  };
  const sendSms = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await sendReceiptSms(api, farmId, saleId, smsPhone);
      setMessage(posText.t('smsSent'));
    } catch (error) {
      setMessage(localizeApiMessage((error as Error).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="no-print flex flex-col gap-2">
      <button type="button" className="btn min-h-11" onClick={() => void sharePdf()}>
        {posText.t('sharePdf')}
      </button>
      <form onSubmit={sendSms} className="join">
        <input
          className="input input-bordered join-item min-h-11 grow"
          type="tel"
          aria-label={posText.t('smsPhone')}
          placeholder="+2547…"
          value={smsPhone}
          onChange={(e) => setSmsPhone(e.target.value)}
        />
        <button type="submit" className="btn join-item min-h-11" disabled={busy || !smsPhone.trim()}>
          {posText.t('sendSms')}
        </button>
      </form>
      {message && <p role="status">{message}</p>}
    </div>
  );
}
