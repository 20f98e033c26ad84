// moment's locale files register themselves with moment and export nothing typed.
declare module 'moment/locale/*';
