// Starts `statecraft lsp` for Swift files: the `statecraft` on the project's PATH, or the binary set in Zed's
// settings (`"lsp": { "statecraft": { "binary": { "path": "…" } } }`).
use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

struct Statecraft;

impl zed::Extension for Statecraft {
    fn new() -> Self {
        Statecraft
    }

    fn language_server_command(&mut self, id: &LanguageServerId, worktree: &zed::Worktree) -> Result<zed::Command> {
        let configured = LspSettings::for_worktree(id.as_ref(), worktree).ok().and_then(|settings| settings.binary);
        let command = configured
            .as_ref()
            .and_then(|binary| binary.path.clone())
            .or_else(|| worktree.which("statecraft"))
            .ok_or_else(|| "statecraft is not on PATH: install it, or set lsp.statecraft.binary.path".to_string())?;
        let args = configured.and_then(|binary| binary.arguments).unwrap_or_else(|| vec!["lsp".to_string()]);
        Ok(zed::Command { command, args, env: worktree.shell_env() })
    }
}

zed::register_extension!(Statecraft);
