package lib;
public class P { public String tag() { return "P"; } }
