// docs/product/point-of-sale.md "Receipt": only the receipt prints, 72 mm wide on an 80 mm roll, no margins.
export const RECEIPT_PRINT_STYLE = `
@media print {
  @page { size: 80mm auto; margin: 0; }
  body * { visibility: hidden !important; }
  .pos-receipt, .pos-receipt * { visibility: visible !important; }
  .pos-receipt {
    position: absolute; left: 0; top: 0; width: 72mm; margin: 0 4mm; padding: 0;
    font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 11px; color: #000; background: #fff;
    box-shadow: none; border: 0;
  }
  .pos-receipt .no-print { display: none !important; }
}`;
