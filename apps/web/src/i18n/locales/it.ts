import type { Messages } from '../messages.ts';
import { itCatalogue } from './catalogue/it.ts';

export const it: Messages = {
  app: {
    name: 'PRO board',
    loading: 'Caricamento…',
  },
  common: {
    close: 'Chiudi',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Mostra o nascondi la password',
    backToLogin: "Torna all'accesso",
    reload: 'Ricarica',
  },
  login: {
    title: 'Accedi',
    subtitle: 'Accedi al pannello di amministrazione',
    submit: 'Accedi',
    forgotPassword: 'Hai dimenticato la password?',
  },
  forgotPassword: {
    title: 'Recupera la password',
    description: 'Inserisci la tua e-mail e ti invieremo un link per scegliere una nuova password.',
    submit: 'Invia link',
    sent: "Se l'e-mail esiste, riceverai un link per cambiare la password",
  },
  resetPassword: {
    title: 'Scegli una nuova password',
    password: 'Nuova password',
    passwordConfirmation: 'Ripeti la nuova password',
    submit: 'Cambia password',
    invalidLink: 'Il link per cambiare la password non è valido o è scaduto',
    requestNewLink: 'Richiedi un nuovo link',
  },
  layout: {
    toggleNavigation: 'Apri o chiudi il menu',
    navigation: 'Menu principale',
    logout: 'Esci',
  },
  home: {
    welcome: 'Benvenuto/a, {{name}}',
  },
  validations: {
    required: 'Questo campo è obbligatorio',
    isEmail: "Inserisci un'e-mail valida",
    passwordsMismatch: 'Le password non coincidono',
  },
  errors: {
    invalidForm: 'Controlla il modulo',
    tokenExpired: 'La tua sessione non esiste o è scaduta',
    loginFailed: "Errore durante l'accesso. Utente non trovato o password errata",
    invalidProfile: 'Errore di accesso, profilo utente non valido',
    tooManyAttempts: 'Troppi tentativi; riprova tra qualche minuto',
    network: 'Impossibile raggiungere il server',
    unexpected: 'Si è verificato un errore',
    routeFailed: 'Impossibile caricare questa schermata',
  },
  toast: {
    successTitle: 'Successo 🎉',
    errorTitle: 'Ops... Qualcosa è andato storto 😅',
    passwordChanged: 'Password cambiata; ora puoi accedere',
  },
  ...itCatalogue,
};
