import type { Messages } from '../messages.ts';
import { frCatalogue } from './catalogue/fr.ts';

export const fr: Messages = {
  app: {
    name: 'PRO board',
    loading: 'Chargement…',
  },
  common: {
    close: 'Fermer',
    email: 'E-mail',
    password: 'Mot de passe',
    showPassword: 'Afficher ou masquer le mot de passe',
    backToLogin: 'Retour à la connexion',
    reload: 'Recharger',
  },
  login: {
    title: 'Connexion',
    subtitle: "Accédez au panneau d'administration",
    submit: 'Se connecter',
    forgotPassword: 'Mot de passe oublié ?',
  },
  forgotPassword: {
    title: 'Récupérez votre mot de passe',
    description:
      'Saisissez votre e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    sent: "Si l'e-mail existe, vous recevrez un lien pour changer le mot de passe",
  },
  resetPassword: {
    title: 'Choisissez un nouveau mot de passe',
    password: 'Nouveau mot de passe',
    passwordConfirmation: 'Répétez le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    invalidLink: "Le lien de changement de mot de passe n'est pas valide ou a expiré",
    requestNewLink: 'Demander un nouveau lien',
  },
  layout: {
    toggleNavigation: 'Ouvrir ou fermer le menu',
    navigation: 'Menu principal',
    logout: 'Se déconnecter',
  },
  home: {
    welcome: 'Bienvenue, {{name}}',
  },
  validations: {
    required: 'Ce champ est obligatoire',
    isEmail: 'Saisissez un e-mail valide',
    passwordsMismatch: 'Les mots de passe ne correspondent pas',
  },
  errors: {
    invalidForm: 'Vérifiez le formulaire',
    tokenExpired: "Votre session n'existe pas ou a expiré",
    loginFailed: 'Erreur de connexion. Utilisateur introuvable ou mot de passe incorrect',
    invalidProfile: 'Erreur de connexion, profil utilisateur non valide',
    tooManyAttempts: 'Trop de tentatives ; réessayez dans quelques minutes',
    network: 'Impossible de joindre le serveur',
    unexpected: 'Une erreur est survenue',
    routeFailed: "Cet écran n'a pas pu être chargé",
  },
  toast: {
    successTitle: 'Succès 🎉',
    errorTitle: "Oups... Quelque chose s'est mal passé 😅",
    passwordChanged: 'Mot de passe changé ; vous pouvez vous connecter',
  },
  ...frCatalogue,
};
