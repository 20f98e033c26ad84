export { CardDiscountNote, type CardDiscountNoteProps } from './CardDiscountNote';
export { MilesSlider, type MilesSliderProps } from './MilesSlider';
export { PaymentButtons, type PaymentButtonsProps } from './PaymentButtons';
export { PaymentMethodChooser, type PaymentMethodChooserProps } from './PaymentMethodChooser';
export { PayPalPanel, type PayPalPanelProps } from './PayPalPanel';
export { SepaForm, emptySepaAccount, type SepaAccountValues, type SepaFormProps } from './SepaForm';
