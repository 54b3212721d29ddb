// Every namespace of one language in one lazy chunk (see ../i18n.ts).
export default import.meta.glob<Record<string, string>>('./ms/*.json', { eager: true, import: 'default' });
